# cause: gradient_requires_dataflow_block
# expect: now only support one dataflow block
# capture: pytest
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4,), "float32"))
    with bb.function("main", [x]):
        # pre-processing outside of any dataflow block
        y = bb.emit(relax.op.exp(x))
        with bb.dataflow():
            s = bb.emit_output(relax.op.sum(y))
        bb.emit_func_output(s)
    return bb.get()


def test_grad_mixed_blocks():
    relax.transform.Gradient("main")(build())
