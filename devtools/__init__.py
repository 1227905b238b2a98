"""
Developer tools run from a source checkout, never installed: the generators of
docs/*.md tables and examples/*.mlir, the reference PyTorch networks and the
ONNX importer's validation harness (`python -m devtools.gen_dialect_docs`, ...).
"""
