# cause: broadcast_distinct_symbolic_vars
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest
import tvm
from tvm import relax, tirx

def test_where_dynamic():
    n = tirx.Var("n", "int64")
    k = tirx.Var("k", "int64")
    c = relax.Var("c", relax.TensorType([n], "bool"))
    a = relax.Var("a", relax.TensorType([n], "float32"))
    b = relax.Var("b", relax.TensorType([k], "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [c, a, b]):
        with bb.dataflow():
            r = bb.emit_output(relax.op.where(c, a, b))
        bb.emit_func_output(r)
    tvm.compile(bb.get(), target="llvm")
