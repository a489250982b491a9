# cause: static_shape_mismatch
# expect: expect Tensor with ndim 2 but get 1
# capture: combined
import numpy as np
import tvm
from tvm import relax


def build_scorer():
    bb = relax.BlockBuilder()
    feats = relax.Var("feats", relax.TensorType((1, 16), "float32"))
    w = relax.Var("w", relax.TensorType((16, 1), "float32"))
    with bb.function("score", [feats, w]):
        with bb.dataflow():
            s = bb.emit(relax.op.matmul(feats, w))
            p = bb.emit(relax.op.sigmoid(s))
            out = bb.emit_output(p)
        bb.emit_func_output(out)
    return bb.get()


ex = tvm.compile(build_scorer(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

w = np.linspace(-1, 1, 16, dtype="float32").reshape(16, 1)
samples = np.random.default_rng(1).random((5, 16), dtype=np.float32)
for i, sample in enumerate(samples):
    p = vm["score"](sample, w).numpy()
    print(f"sample {i}: p={p.item():.3f}")
