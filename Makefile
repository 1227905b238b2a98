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
	@# Independent numeric oracle for the interpreter tests (skipped without it).
	-$(BIN)/python -m pip install --quiet torch==2.13.0 || echo "note: torch unavailable; the interpreter's torch cross-checks will be skipped"
	touch $@

demo: $(STAMP)
	@echo "== $(DEMO): parse, verify, estimate on H13 (anec-opt -p anec-cost)"
	$(BIN)/anec-opt $(DEMO) -p 'anec-set-target{target=h13},anec-cost' -o /dev/null
	@echo "== per-op report on H13 (M1)"
	$(BIN)/anec-report $(DEMO) --target h13
	@echo "== the whole block on all 28 targets"
	$(BIN)/anec-report $(DEMO) --target all

test: pytest lit

pytest: $(STAMP)
	$(BIN)/python -m pytest tests

lit: $(STAMP)
	$(BIN)/lit -v --order=smart tests/filecheck

docs: $(STAMP)
	$(BIN)/python -m tools.gen_target_docs
	$(BIN)/python -m tools.gen_dialect_docs
	$(BIN)/python -m tools.gen_cost_docs --write

bench: $(STAMP)
	$(BIN)/python bench/ir_scaling.py
	$(BIN)/python bench/chimera_speed.py

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
