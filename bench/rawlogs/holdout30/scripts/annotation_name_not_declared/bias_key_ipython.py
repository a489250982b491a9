# cause: annotation_name_not_declared
# expect: key is not in Map
# capture: ipython
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((16, 64), "float32"))
w = relax.Var("w", relax.TensorType((64, 32), "float32"))
b = relax.Var("b", relax.TensorType((32,), "float32"))
with bb.function("main", [x, w, b]):
    with bb.dataflow():
        y = bb.emit(relax.op.matmul(x, w))
        y = bb.emit(relax.op.add(y, b))
        out = bb.emit_output(relax.op.nn.silu(y))
    bb.emit_func_output(out)
mod = bb.get()

lhs, rhs, bias = wildcard(), wildcard(), wildcard()
gemm = is_op("relax.matmul")(lhs, rhs)
add_bias = is_op("relax.add")(gemm, bias)
silu = is_op("relax.nn.silu")(add_bias)


def bias_is_1d(ctx):
    return len(ctx.annotated_expr["bias"].ty.shape) == 1


entry = ("mylib.gemm_bias_silu", silu, {"lhs": lhs, "rhs": rhs, "add_bias": add_bias}, bias_is_1d)
mod = relax.transform.FuseOpsByPattern([entry])(mod)
mod.show()
