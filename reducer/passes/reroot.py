"""reroot: the entry returns an earlier value instead, so everything after it goes.

For a wrong result this finds the first intermediate value where TVM and the reference diverge (targets
run in program order); for a crash, the op that crashes. Values inside if branches are out of scope at the
end of the body and are not candidates.
"""

from relayreduce.ir.rewrite import sites, with_result

from ..delta import DeltaPass, first_dropped, with_program


def run(case, keep):
    main = case.program.main
    candidates = [s.var for s in sites(main) if not s.nested and s.var != main.body.result]
    var = first_dropped(candidates, keep)
    if var is None:
        return case
    return with_program(case, with_result(case.program, main.name, var))


PASS = DeltaPass("reroot", run, "return an earlier value of the entry function")
