"""relayreduce's benchmarks: each script runs on its own (``python bench/NAME.py``), and ``python -m bench``
runs them all as one suite (bench/suite.py)."""
