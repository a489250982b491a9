# cause: argmax-rank0-reduce
# expect: argmax_argmin_call_te[\s\S]*Cannot reduce a 0 dim Tensor
# capture: combined
import tvm
from tvm import relax

print("=" * 60)
print("building relax module")
print("=" * 60)

bb = relax.BlockBuilder()
v = relax.Var("v", relax.TensorType((), "int64"))
with bb.function("main", [v]):
    with bb.dataflow():
        a = bb.emit(relax.op.abs(v))
        i = bb.emit_output(relax.op.argmax(a))
    bb.emit_func_output(i)
mod = bb.get()

print(mod.script())

target = tvm.target.Target("llvm")
ex = tvm.compile(mod, target=target)
