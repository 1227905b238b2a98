"""
Calibration of the refined cost model: measured rows as IR (`rows`: the
calibration set's and a user's CSV, built with the dialect's constructors,
compiled as the device's compiler builds them, and fitted tier by tier with
`anec.cost.fit`), the compressed-weight rows built as ONNX and Core ML
models and imported (`weight_rows`), and the probe kit of `anec-calibrate
--probes` (`probes`, `probes.toml`, `time_probes.py`). A layer of its own
above the front ends, whose importers it uses, and below the tools, whose
`anec-calibrate` and `make fidelity` drive it (docs/architecture.md).
"""
