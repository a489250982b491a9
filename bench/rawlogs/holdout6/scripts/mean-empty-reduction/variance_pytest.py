# cause: mean-empty-reduction
# expect: fb->value != 0 \(0 vs\. 0\) : Divide by zero
# capture: pytest
import tvm
from tvm import relax
from tvm.relax import op


def _var_mod(n):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, n), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            v = bb.emit(op.variance(x, axis=[1], keepdims=True))
            out = bb.emit_output(v)
        bb.emit_func_output(out)
    return bb.get()


def test_variance_nonempty():
    tvm.compile(_var_mod(5), "llvm")


def test_variance_empty_batch():
    tvm.compile(_var_mod(0), "llvm")
