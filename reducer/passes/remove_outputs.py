"""remove-outputs: the entry returns fewer of its tuple's fields; what only they needed dies with them."""

from relayreduce.ir.expr import Tuple, Var
from relayreduce.ir.rewrite import sites, with_result

from ..delta import DeltaPass, with_program


def returned_tuple(main) -> Tuple | None:
    """The entry's result tuple: returned literally, or through a variable bound to a tuple."""
    result = main.body.result
    if isinstance(result, Var):
        result = next((s.value for s in sites(main) if not s.nested and s.var == result), result)
    return result if isinstance(result, Tuple) else None


def run(case, keep):
    main = case.program.main
    returned = returned_tuple(main)
    if returned is None:
        return case
    fields = [f for f in returned.fields if keep()]
    if len(fields) == len(returned.fields):
        return case
    # A single survivor is returned bare: the repro then reads like the one-op program it is.
    result = fields[0] if len(fields) == 1 else Tuple(tuple(fields))
    return with_program(case, with_result(case.program, main.name, result))


PASS = DeltaPass("remove-outputs", run, "drop fields of the entry's result tuple")
