"""relayreduce.reducer: the type-preserving delta reducer behind ``relayreduce minimize``.

Entry points for other stages:
    minimize(case_path, Options(...)) -> report     reduce a case file, write case.pkl, repro.py, reduction.json
    Reducer(judge, jobs=...).reduce(case) -> case   the generic loop, with any judge (sandbox or in-process)
    passes.PASSES                                   the ordered delta-pass registry
"""
