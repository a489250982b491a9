"""The ordered registry of delta passes: one line per pass, cheap big cuts first.

A new pass is one module with ``PASS = DeltaPass(name, run, summary)`` and one line here. The driver
reorders passes between rounds by how much each removed, so this order matters most in the first round.
"""

from . import (collapse_if, cut_to_param, dead_code, drop_extern_funcs, drop_unit_dims, hoist_operand, inline_calls,
               pass_list, remove_outputs, replace_with_leaf, reroot, shrink_shapes, simplify_attrs, simplify_dtypes,
               simplify_values, static_dims, unwrap_tuples)

PASSES = (
    remove_outputs.PASS,
    cut_to_param.PASS,
    reroot.PASS,
    collapse_if.PASS,
    inline_calls.PASS,
    hoist_operand.PASS,
    replace_with_leaf.PASS,
    unwrap_tuples.PASS,
    dead_code.PASS,
    drop_extern_funcs.PASS,
    pass_list.PASS,
    static_dims.PASS,
    shrink_shapes.PASS,
    drop_unit_dims.PASS,
    simplify_dtypes.PASS,
    simplify_attrs.PASS,
    simplify_values.PASS,
)

BY_NAME = {p.name: p for p in PASSES}
