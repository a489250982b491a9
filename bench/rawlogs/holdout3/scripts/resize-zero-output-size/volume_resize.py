# cause: resize-zero-output-size
# expect: resize3d[\s\S]*Divide by zero
# capture: combined
import numpy as np
import tvm
from tvm import relax

print("== volume preprocessing ==")
shape = (1, 1, 16, 64, 64)
target = (0, 32, 32)   # depth left empty: "keep" in the original YAML, parsed as 0
print("input", shape, "target", target)

bb = relax.BlockBuilder()
vol = relax.Var("vol", relax.TensorType(shape, "float32"))
with bb.function("main", [vol]):
    with bb.dataflow():
        r = bb.emit(relax.op.image.resize3d(vol, target, method="linear"))
        out = bb.emit_output(relax.op.clip(r, 0.0, 1.0))
    bb.emit_func_output(out)

mod = bb.get()
print("ops:", [str(b.value.op.name) for b in mod["main"].body.blocks[0].bindings])
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.zeros(shape, "float32"))).numpy().shape)
