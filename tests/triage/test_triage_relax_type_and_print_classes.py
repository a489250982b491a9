"""Failures that Relax reports in several wordings, on real logs of bench/rawlogs/holdout33 ([messages.classes] in
frame_rules.toml): an operand that is not a tensor where an op needs one, decided by the type the check names
(R.Any, a value whose type was never given; R.Shape, a shape used as a tensor) whichever op, side (LHS/RHS) or
capture met it; an R.print format string whose placeholders its values do not fill, in str.format's words; and
`.numpy()` on a VM result that is not a tensor, whichever container (Array, Shape) it came back as."""

from rawlogs import groups_of, triaged

# operand of type R.Any: binary ops on either side, captured by stderr/pytest/ipython/notebook, and matmul's
# `requires argument 1 (x2) to be a tensor ... instead of type R.Any`
ANY = ("s1170cfce6c", "s458fa60101", "s4d4053b815", "s86f15bc57c", "sb09649dc83", "s7bfe4cb7d9")
# operand of type R.Shape: add, divide, compare, on either side
SHAPE = ("s19885725c3", "s7f0f847f4a", "sd00c21fbc1")


def test_the_operand_type_that_an_op_rejects_decides_the_failure(tmp_path):
    logs = {f"{kind}-{r}": ("holdout33", r) for kind, recs in (("any", ANY), ("shape", SHAPE)) for r in recs}
    groups = groups_of(triaged(tmp_path, logs), lambda name: name.split("-")[0])
    assert groups == [["any"] * len(ANY), ["shape"] * len(SHAPE)]


def test_an_r_print_placeholder_its_values_do_not_fill_is_one_failure_whichever_placeholder(tmp_path):
    # R.print's callback (relax_print) runs str.format: an extra positional `{}` (IndexError, stderr and
    # pytest-native) and a named `{out}` (KeyError that says only "'out'", notebook) are one mistake
    recs = ("s8115bcd6c3", "sff58a268df", "s501a33048e")
    logs = {f"print-{r}": ("holdout33", r) for r in recs}
    # an assert_op callback's AssertionError in the same file (relax/op/base.py) is another failure
    logs["assert-s01d0d4c45d"] = ("holdout33", "s01d0d4c45d")
    groups = groups_of(triaged(tmp_path, logs), lambda name: name.split("-")[0])
    assert groups == [["assert"], ["print"] * len(recs)]


def test_numpy_of_a_non_tensor_vm_result_is_one_failure_whichever_container(tmp_path):
    # a function returning a tuple (`'Array' object has no attribute 'numpy'`, stderr) and one returning a shape
    # (`'Shape' object ...`, ipython); a plain `assert False` elsewhere in the part is another failure
    logs = {"ret-s2c85c9d89a": ("holdout33", "s2c85c9d89a"), "ret-sb53748ec97": ("holdout33", "sb53748ec97"),
            "other-s72249ca995": ("holdout33", "s72249ca995")}
    groups = groups_of(triaged(tmp_path, logs), lambda name: name.split("-")[0])
    assert groups == [["other"], ["ret", "ret"]]
