# The two commands that matter: `make demo` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
DEMO   := demo-out

.PHONY: install demo test lint lexicon models score bench-extract clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

install: $(VENV)/.installed

demo: install
	@mkdir -p $(DEMO)
	@rm -f $(DEMO)/kg.graph.json.gz
	$(BIN)/kg ingest examples/ --graph $(DEMO)/kg.graph.json.gz
	$(BIN)/kg papers --compares-against GRPO --graph $(DEMO)/kg.graph.json.gz
	$(BIN)/kg ask compares-against --param name=GRPO --graph $(DEMO)/kg.graph.json.gz
	$(BIN)/kg viz --around GRPO --hops 2 -o $(DEMO)/grpo.html --graph $(DEMO)/kg.graph.json.gz
	@echo "open $(DEMO)/grpo.html in a browser"

lint: install
	$(BIN)/ruff check .

test: install
	$(BIN)/ruff check .
	scripts/run-tests

# Re-mine extract/data/lexicon.tsv and technique_df.tsv from the 38k-abstract corpus in ../shared
# (names and numbers only).
lexicon: install
	$(BIN)/python scripts/mine_lexicon.py
	$(BIN)/python scripts/mine_techniques.py

# Retrain the tagger, the rankers and the two learned decisions in extract/data/trained/ (CPU, minutes).
models: install
	$(BIN)/python scripts/train_models.py

# Extraction scores on the dev gold sets (needs ../shared).
score: install
	$(BIN)/python benchmarks/score_extract.py --set all

# Extraction throughput against bare spaCy, measured in the same run.
bench-extract: install
	$(BIN)/python benchmarks/extract_speed.py 2000

clean:
	rm -rf $(DEMO) .pytest_cache test-artifacts
