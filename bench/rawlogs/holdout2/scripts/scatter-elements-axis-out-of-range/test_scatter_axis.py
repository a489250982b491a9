# cause: scatter-elements-axis-out-of-range
# expect: Index out of range
# capture: pytest
import tvm
from tvm import relax


def scatter_mod(axis, reduction):
    bb = relax.BlockBuilder()
    d = relax.Var("d", relax.TensorType((4, 4), "float16"))
    i = relax.Var("i", relax.TensorType((1, 4), "int64"))
    u = relax.Var("u", relax.TensorType((1, 4), "float16"))
    with bb.function("main", [d, i, u]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.scatter_elements(d, i, u, axis=axis, reduction=reduction))
        bb.emit_func_output(y)
    return bb.get()


def test_scatter_axis0():
    relax.transform.LegalizeOps()(scatter_mod(0, "update"))


def test_scatter_axis_out_of_range():
    relax.transform.LegalizeOps()(scatter_mod(2, "add"))
