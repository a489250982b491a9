"""remove-outputs: the entry returns fewer of its tuple's fields; what only they needed dies with them."""

from relayreduce.ir.expr import Tuple
from relayreduce.ir.rewrite import with_result

from ..delta import DeltaPass, with_program


def run(case, keep):
    main = case.program.main
    if not isinstance(main.body.result, Tuple):
        return case
    fields = [f for f in main.body.result.fields if keep()]
    if len(fields) == len(main.body.result.fields):
        return case
    # A single survivor is returned bare: the repro then reads like the one-op program it is.
    result = fields[0] if len(fields) == 1 else Tuple(tuple(fields))
    return with_program(case, with_result(case.program, main.name, result))


PASS = DeltaPass("remove-outputs", run, "drop fields of the entry's result tuple")
