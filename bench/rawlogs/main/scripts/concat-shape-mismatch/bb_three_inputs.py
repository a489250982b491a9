# cause: concat-shape-mismatch
# expect: Concat expects the input tensors to have the same shape on every dimension except
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

print(f"TVM version: {tvm.__version__}")

print("=" * 60)
print("building relax module")
print("=" * 60)

bb = relax.BlockBuilder()
p = relax.Var("p", relax.TensorType((3, 2), "float16"))
q = relax.Var("q", relax.TensorType((3, 2), "float16"))
r = relax.Var("r", relax.TensorType((4, 3), "float16"))
with bb.function("main", [p, q, r]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.concat([p, q, r], axis=1))
    bb.emit_func_output(y)
mod = bb.get()


def run(mod):
    ex = relax.build(mod, target="llvm")
    return ex


run(mod)
