"""relayreduce: test-case reduction and failure triage for the TVM (Relax) compiler."""

__version__ = "0.1.0"
