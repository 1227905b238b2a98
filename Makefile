# anec: `make demo` and `make test` each create (or reuse) a virtual
# environment in .venv, install the project into it, then run.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.anec-installed
export PATH := $(abspath $(BIN)):$(PATH)

DEMO ?= examples/resnet_basic_block.mlir

.PHONY: demo test lint pytest lit fuzz validate tune-check docs bench fidelity lock lock-validate clean

# Every package comes from constraints.txt, the lock of every direct and
# transitive dependency (`make lock` refreshes it; docs/testing.md). The
# build backend is installed from the lock too, so no build step resolves
# anything on its own.
PIP := $(BIN)/python -m pip install --quiet --constraint constraints.txt

$(STAMP): pyproject.toml constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(PIP) pip setuptools wheel
	$(PIP) --no-build-isolation -e '.[test]'
	@# Upstream MLIR parser for the generic-form compatibility test; the test
	@# skips with a printed reason where this package cannot be installed.
	-$(PIP) iree-base-compiler || echo "note: iree-base-compiler unavailable; the MLIR compatibility test will be skipped"
	@# Independent numeric oracle for the interpreter tests (skipped without it).
	-$(PIP) torch || echo "note: torch unavailable; the interpreter's torch cross-checks will be skipped"
	@# Core ML import (docs/import.md); its tests skip with a printed reason without it.
	-$(PIP) coremltools || echo "note: coremltools unavailable; the Core ML import tests will be skipped"
	@# The network rows' constructors (docs/networks.md); their test skips with a printed reason without it.
	-$(PIP) timm || echo "note: timm unavailable; the network rows' rebuild test will be skipped"
	touch $@

demo: $(STAMP)
	@mkdir -p build
	@echo "== $(DEMO) as written, on H13 (M1): one dispatch per layer"
	$(BIN)/anec-report $(DEMO) --target h13 -o build/demo-before.txt
	@cat build/demo-before.txt
	@echo "== compiled for H13: legalize, fold, channel-group, fuse, tile, winograd, cost"
	$(BIN)/anec-opt $(DEMO) -p 'anec-compile{target=h13}' -o build/demo.mlir
	$(BIN)/anec-report build/demo.mlir --target h13 -o build/demo-after.txt
	@echo "== compiled, on H13: one row per program (the rows of its layers: build/demo-after.txt)"
	@grep -v '^  ' build/demo-after.txt
	@echo "== H13 totals"
	@sed -n 's/^total:/as written:/p' build/demo-before.txt
	@sed -n 's/^total:/compiled:  /p' build/demo-after.txt
	@echo "== the block as written on all 28 targets"
	$(BIN)/anec-report $(DEMO) --target all
	@echo "== examples/resnet18.mlir (imported from ONNX) on H13, as written and compiled"
	@$(BIN)/anec-report examples/resnet18.mlir --target h13 | sed -n 's/^total:/as written:/p'
	@$(BIN)/anec-opt examples/resnet18.mlir -p 'anec-compile{target=h13}' -o build/resnet18.mlir
	@$(BIN)/anec-report build/resnet18.mlir --target h13 | sed -n 's/^total:/compiled:  /p'
	@echo "== the block's page (as written and compiled, roofline, per-op table): build/demo-report.html"
	$(BIN)/anec-report $(DEMO) --target h13 --compile --format html -o build/demo-report.html
	$(BIN)/anec-report $(DEMO) --target h13 --compile --format trace -o build/demo-trace.json
	@echo "== its predicted timeline, for Perfetto's UI or chrome://tracing: build/demo-trace.json"
	@if command -v chromium >/dev/null; then \
	  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,1800 --virtual-time-budget=10000 \
	    --screenshot=$(abspath build/demo-report.png) file://$(abspath build/demo-report.html) 2>/dev/null \
	  && echo "== its screenshot: build/demo-report.png"; \
	else echo "note: chromium not found; no screenshot of the page (apt-get install chromium)"; fi

# The linter, with pyproject.toml's rule set ([tool.ruff]; docs/testing.md,
# "Lint"): any finding fails it. `make test` runs it first.
lint: $(STAMP)
	$(BIN)/ruff check .

# Both suites, then one line that counts every test they ran. Headless
# Chromium opens the HTML report in tests/test_html_report.py: installed here
# where this user may (root with apt-get); the test says why it skips elsewhere.
test: $(STAMP) lint
	-@command -v chromium >/dev/null || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null \
	  && apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null 2>&1; } \
	  || echo "note: chromium unavailable; the HTML report's browser test will be skipped"
	$(BIN)/python tests/run.py

pytest: $(STAMP)
	$(BIN)/python -m pytest -n 2 tests

lit: $(STAMP)
	$(BIN)/lit -v --order=smart tests/filecheck

# The graph fuzzer's long campaign (docs/testing.md, "Graph fuzzer"): random
# valid graphs through anec-compile on H13 and H17s until FUZZ_SECONDS pass;
# each failure is written to build/fuzz/ as a reproducer (seed-index.mlir,
# the failing check in its first lines). `make test` runs a fixed small budget.
FUZZ_SEED ?= 0
FUZZ_SECONDS ?= 3600
# Then the hostile-input fuzzer of the other inputs (devtools/fuzz_inputs.py:
# calibration CSV rows and TOML parameters, tuning cache entries, ONNX
# attributes) for FUZZ_INPUT_SECONDS.
FUZZ_INPUT_SECONDS ?= 600
fuzz: $(STAMP)
	$(BIN)/python -m devtools.fuzz --seed $(FUZZ_SEED) --seconds $(FUZZ_SECONDS) --out build/fuzz/
	$(BIN)/python -m devtools.fuzz_inputs --seconds $(FUZZ_INPUT_SECONDS)

# anec-tune against anec-compile on every example and BERT-mini's imported encoder
# stack, on h13 and h17s (docs/tuning.md);
# make test tunes the small examples on h13 and h17s in both modes; --zoo and
# --mode refined widen this one (devtools/tune_check.py).
tune-check: $(STAMP)
	OPENBLAS_NUM_THREADS=1 $(BIN)/python -m devtools.tune_check

# Validation on whole networks (docs/testing.md, "The network corpus";
# docs/import.md, "Validation"): the ONNX and linalg importers against
# onnxruntime, the Core ML importer on layer families against torch, then
# the real-networks corpus (torchvision, transformers from configs, the onnx
# zoo; both ONNX exporters) through import, verify, anec-compile for h13 and
# h17s, report and the interpreter, written to docs/validation.md even when a
# row fails (the status is the corpus's). The corpus runs on the engine of
# anec-sweep (docs/sweeps.md): in this process, or with WORKERS=N on a
# dask.distributed LocalCluster of N worker processes.
# torchvision and transformers live in
# their own environment, build/validate-venv, locked by constraints.txt and
# constraints-validate.txt together, so they never enter anec's lock.
VALIDATE_VENV := build/validate-venv
# WORKERS=N runs `make validate`'s corpus and `make fidelity`'s cross-validation
# on a dask.distributed LocalCluster of N worker processes (docs/sweeps.md);
# 0, the default, in this process.
WORKERS ?= 0
VPIP := $(VALIDATE_VENV)/bin/python -m pip install --quiet --constraint constraints.txt --constraint constraints-validate.txt

$(VALIDATE_VENV)/.installed: pyproject.toml constraints.txt constraints-validate.txt
	$(PYTHON) -m venv $(VALIDATE_VENV)
	$(VPIP) pip setuptools wheel
	$(VPIP) --no-build-isolation -e '.[test,torch,validate,corpus,coreml,mlir]'
	touch $@

# Each row is reported, with what it comes to, once every row is done. The
# corpus runs with one OpenMP/BLAS thread per process, as dask.distributed's
# workers run (their nannies set these three to 1): torch's batch-norm
# calibration and the BLAS reductions then sum in one order, so a row is the
# same in this process and on WORKERS=N.
# `make validate ROWS=resnet50,zoo_vgg19,bert-dynamo` reruns only those rows
# of the network corpus (a network name: every exporter) and rewrites
# docs/validation.md from every row file in docs/validation/rows/.
ROWS ?=
validate: $(VALIDATE_VENV)/.installed
ifeq ($(ROWS),)
	$(VALIDATE_VENV)/bin/python -m pytest --verbosity=1 tests/validation tests/test_chip_ratio.py -m validation -p no:cacheprovider
	$(VALIDATE_VENV)/bin/python -m devtools.validate_coreml
endif
	OMP_NUM_THREADS=1 MKL_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 \
	  $(VALIDATE_VENV)/bin/python -m devtools.corpus sweep --rows '$(ROWS)' --workers $(WORKERS); \
	status=$$?; \
	$(VALIDATE_VENV)/bin/python -m devtools.corpus page -o docs/validation.md; \
	exit $$status

# Re-resolves the corpus environment's extra packages (torchvision,
# transformers) against the main lock and writes what constraints.txt does
# not already pin to constraints-validate.txt.
lock-validate:
	rm -rf build/lock-validate-venv
	$(PYTHON) -m venv build/lock-validate-venv
	build/lock-validate-venv/bin/python -m pip install --quiet --constraint constraints.txt pip setuptools wheel
	build/lock-validate-venv/bin/python -m pip install --quiet --constraint constraints.txt '.[test,torch,validate,corpus,coreml,mlir,networks]'
	{ echo "# The lock of the network corpus environment (build/validate-venv, \`make validate\`):"; \
	  echo "# torchvision and transformers and what they need beyond constraints.txt, which"; \
	  echo "# is applied with it. Python 3.11 on Linux x86_64. Generated by 'make lock-validate'; do not edit."; \
	  build/lock-validate-venv/bin/python -m pip freeze --exclude anec-compiler | sed 's/+[^+]*$$//' \
	  | grep -viE "^($$(sed -n 's/==.*//p' constraints.txt | paste -sd'|' -))==" | LC_ALL=C sort -f; } > constraints-validate.txt
	rm -rf build/lock-validate-venv

docs: $(STAMP)
	$(BIN)/python -m devtools.gen_target_docs
	$(BIN)/python -m devtools.gen_dialect_docs
	$(BIN)/python -m devtools.gen_schema
	$(BIN)/python -m devtools.gen_cost_docs --write
	$(BIN)/python -m devtools.placement_table write

# The peer ANEForge (and ZigZag's shape-only resnet18.onnx) live in their own
# environment, build/peer-venv, so they never enter anec's lock.
PEER := build/peer-venv
$(PEER)/.installed:
	$(PYTHON) -m venv $(PEER)
	-$(PEER)/bin/python -m pip install --quiet aneforge zigzag-dse || echo "note: aneforge/zigzag-dse unavailable; bench/networks.py runs without the peer column"
	touch $@

# bench/report_compiled.py runs in the corpus environment, which builds the
# torchvision and transformers networks of `make validate`.
bench: $(STAMP) $(PEER)/.installed $(VALIDATE_VENV)/.installed
	$(BIN)/python bench/parse_scaling.py --megabytes 10,100
	$(BIN)/python bench/chimera_speed.py
	$(BIN)/python bench/scaling.py
	$(BIN)/python bench/linalg_import.py
	$(BIN)/python bench/sweep_workers.py --repeat 3
	$(BIN)/python bench/networks.py --repeat 3 $(addprefix --onnx ,$(wildcard $(PEER)/lib/python3*/site-packages/zigzag/inputs/workload/resnet18.onnx))
	$(VALIDATE_VENV)/bin/python bench/report_compiled.py --repeat 3

# The refined model's fit and its accuracy report: refits cost/refined.toml on
# data/measurements (twice: the fit can move the compiler's choices for
# compiled rows) and writes docs/fidelity.md and docs/fidelity/errors.json
# beside ANEForge's estimates of the same operator rows (peer environment, as
# for `make bench`).
# WORKERS=N cross-validates on a dask.distributed LocalCluster of N worker
# processes (docs/sweeps.md; WORKERS is set above, with `make validate`).
OPERATOR_ROWS := data/measurements/ane_latency.jsonl data/measurements/ane_latency_more_chips.jsonl
fidelity: $(STAMP) $(PEER)/.installed
	@mkdir -p build/fidelity
	cat $(OPERATOR_ROWS) > build/fidelity/operator-rows.jsonl
	-$(PEER)/bin/python devtools/aneforge_rows.py build/fidelity/operator-rows.jsonl -o build/fidelity/aneforge.json
	$(BIN)/python -m devtools.fidelity --write-params
	$(BIN)/python -m devtools.fidelity --write-params --write-doc --workers $(WORKERS)
	$(BIN)/python -m devtools.gen_cost_docs --write

# Re-resolves every dependency (all extras) in a scratch environment and
# writes the exact versions to constraints.txt. Local version labels such as
# torch's `+cpu` are dropped, so the lock names the release, whichever build
# of it the machine's package index serves. torch is held at the release
# whose CPU build the machines carry (a newer one resolves to a multi-GB CUDA
# build).
TORCH_RELEASE ?= 2.13.0
lock:
	rm -rf build/lock-venv
	$(PYTHON) -m venv build/lock-venv
	build/lock-venv/bin/python -m pip install --quiet --upgrade pip setuptools wheel
	build/lock-venv/bin/python -m pip install --quiet '.[test,torch,mlir,validate,coreml,networks]' torch==$(TORCH_RELEASE)
	{ echo "# The lock: every direct and transitive dependency of anec (all extras), for"; \
	  echo "# Python 3.11 on Linux x86_64. Generated by 'make lock'; do not edit."; \
	  build/lock-venv/bin/python -m pip freeze --all --exclude anec-compiler | sed 's/+[^+]*$$//' | LC_ALL=C sort -f; } > constraints.txt
	rm -rf build/lock-venv

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
