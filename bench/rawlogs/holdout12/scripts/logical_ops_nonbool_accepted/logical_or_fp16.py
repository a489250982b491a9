# cause: logical_ops_nonbool_accepted
# expect: Expected boolean argument for \|\| operator|type_check_boolean_args
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((2, 8), "float16"))
b = relax.Var("b", relax.TensorType((2, 8), "float16"))
with bb.function("main", [a, b]):
    with bb.dataflow():
        r = bb.emit(relax.op.logical_or(a, b))
        o = bb.emit_output(r)
    bb.emit_func_output(o)
mod = bb.get()
print(mod)
relax.build(mod, target="llvm")
