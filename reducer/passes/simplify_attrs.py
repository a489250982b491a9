"""simplify-attrs: op attributes move toward plain values: False, 0 or 1, shorter lists, all-ones or all-zeros
lists (strides, padding), float32 for dtypes. The registry's relations re-type the result; a value the op
rejects makes the candidate ill-typed, and it never reaches an oracle."""

from relayreduce.ir.expr import Binding, Call
from relayreduce.ir.rewrite import all_sites, replace_binding, retype

from ..delta import DeltaPass, first_dropped, with_program


def simpler(value) -> list:
    """Simpler values for one attribute, simplest first."""
    if isinstance(value, bool):
        return [False] if value else []
    if isinstance(value, int):
        return [v for v in (0, 1) if abs(v) < abs(value)]
    if isinstance(value, float):
        return [v for v in (0.0, 1.0) if v != value]
    if isinstance(value, str):
        return ["float32"] if value.startswith(("float", "int", "uint", "bool", "bfloat")) and value != "float32" else []
    if isinstance(value, tuple) and value:
        options = [value[:-1]] if len(value) > 1 else []
        if all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            options += [tuple(c for _ in value) for c in (0, 1) if any(v != c for v in value)]
        return options
    return []


def run(case, keep):
    program = case.program
    for site in list(all_sites(case.program)):
        if not isinstance(site.value, Call):
            continue
        attrs = dict(site.value.attrs)
        for name, value in site.value.attrs:
            new = first_dropped(simpler(value), keep)
            if new is not None:
                attrs[name] = new
        if attrs != dict(site.value.attrs):
            call = Call(site.value.op, site.value.args, attrs)
            program = replace_binding(program, site.fn, site.var.name, [Binding(site.var, call)])
    return case if program is case.program else with_program(case, retype(program))


PASS = DeltaPass("simplify-attrs", run, "move op attributes toward plain values")
