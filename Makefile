# anec: `make demo` and `make test` each create (or reuse) a virtual
# environment in .venv, install the project into it, then run.

PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.anec-installed
export PATH := $(abspath $(BIN)):$(PATH)

DEMO ?= examples/resnet_basic_block.mlir

.PHONY: demo test pytest lit docs bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@# Upstream MLIR parser for the generic-form compatibility test; the test
	@# skips with a printed reason where this package cannot be installed.
	-$(BIN)/python -m pip install --quiet iree-base-compiler || echo "note: iree-base-compiler unavailable; the MLIR compatibility test will be skipped"
	touch $@

demo: $(STAMP)
	$(BIN)/anec-opt $(DEMO)

test: pytest lit

pytest: $(STAMP)
	$(BIN)/python -m pytest tests

lit: $(STAMP)
	$(BIN)/lit -v --order=smart tests/filecheck

docs: $(STAMP)
	$(BIN)/python -m tools.gen_target_docs
	$(BIN)/python -m tools.gen_dialect_docs

bench: $(STAMP)
	$(BIN)/python bench/ir_scaling.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
