# cause: tir_abs_bool_unsupported
# expect: Data type T.bool not supported
# capture: pytest-short
import tvm
from tvm import relax, tirx as tir


def test_abs_of_logical_not():
    n = tir.Var("n", "int64")
    x = relax.Var("x", relax.TensorType((n, 4), "bool"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.logical_not(x))
            z = bb.emit_output(relax.op.abs(y))
        bb.emit_func_output(z)
    tvm.compile(bb.get(), "llvm")
