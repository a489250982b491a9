# cause: misaligned_input_crash
# expect: Segfault encountered
# capture: combined
import torch
import tvm
from tvm import relax


def build(frame):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((frame,), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            e = bb.emit(relax.op.multiply(x, x))
            s = bb.emit(relax.op.sum(e, axis=0))
            out = bb.emit_output(s)
        bb.emit_func_output(out)
    return bb.get()


frame = 256
ex = tvm.compile(build(frame), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
signal = torch.sin(torch.arange(4096, dtype=torch.float32) * 0.01)
hop = 130
for start in range(0, 4 * hop, hop):
    chunk = signal[start : start + frame]
    energy = float(torch.from_dlpack(vm["main"](chunk)))
    print(f"frame@{start}: energy={energy:.3f}", flush=True)
