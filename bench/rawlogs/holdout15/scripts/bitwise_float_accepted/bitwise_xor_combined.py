# cause: bitwise_float_accepted
# expect: Metadata omitted
# capture: combined
import tvm
from tvm import relax

print("building xor checksum kernel")
bb = relax.BlockBuilder()
a = relax.Var("a", relax.TensorType((16,), "float32"))
with bb.function("checksum", [a]):
    with bb.dataflow():
        r = bb.emit(relax.op.bitwise_xor(a, relax.op.flip(a, axis=0)))
        gv = bb.emit_output(r)
    bb.emit_func_output(gv)
mod = bb.get()
mod.show()
mod = relax.transform.LegalizeOps()(mod)
