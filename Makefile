# anec: `make demo` and `make test` each create (or reuse) a virtual
# environment in .venv, install the project into it, then run.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.anec-installed
export PATH := $(abspath $(BIN)):$(PATH)

DEMO ?= examples/resnet_basic_block.mlir

.PHONY: demo test pytest lit validate docs bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@# Upstream MLIR parser for the generic-form compatibility test; the test
	@# skips with a printed reason where this package cannot be installed.
	-$(BIN)/python -m pip install --quiet iree-base-compiler || echo "note: iree-base-compiler unavailable; the MLIR compatibility test will be skipped"
	@# Independent numeric oracle for the interpreter tests (skipped without it).
	-$(BIN)/python -m pip install --quiet torch==2.13.0 || echo "note: torch unavailable; the interpreter's torch cross-checks will be skipped"
	touch $@

demo: $(STAMP)
	@mkdir -p build
	@echo "== $(DEMO) as written, on H13 (M1): one dispatch per layer"
	$(BIN)/anec-report $(DEMO) --target h13 -o build/demo-before.txt
	@cat build/demo-before.txt
	@echo "== compiled for H13: legalize, fold, winograd, channel-group, fuse, tile, cost"
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

test: pytest lit

pytest: $(STAMP)
	$(BIN)/python -m pytest tests

lit: $(STAMP)
	$(BIN)/lit -v --order=smart tests/filecheck

# The ONNX importer on whole networks against onnxruntime (docs/import.md).
validate: $(STAMP)
	@# The torch.export-based ONNX exporter needs onnxscript; without it only the TorchScript exporter is validated.
	-$(BIN)/python -m pip install --quiet onnxscript || echo "note: onnxscript unavailable; validating the TorchScript exporter only"
	$(BIN)/python -m pytest tests/validation -m validation -p no:cacheprovider

docs: $(STAMP)
	$(BIN)/python -m devtools.gen_target_docs
	$(BIN)/python -m devtools.gen_dialect_docs
	$(BIN)/python -m devtools.gen_cost_docs --write

bench: $(STAMP)
	$(BIN)/python bench/ir_scaling.py
	$(BIN)/python bench/chimera_speed.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
