"""python -m relayreduce.triage RESULTS_DIR ..."""

from .cli import triage

if __name__ == "__main__":
    triage(prog_name="python -m relayreduce.triage")
