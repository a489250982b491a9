# cause: conv2d-stride-zero
# expect: conv2d[\s\S]*Divide by zero
# capture: combined
import numpy as np
import tvm
from tvm import relax

R = relax.op


def make_model(strides):
    x = relax.Var("x", relax.TensorType((2, 8, 20, 20), "float32"))
    w = relax.Var("w", relax.TensorType((8, 8, 3, 3), "float32"))
    b = relax.Var("b", relax.TensorType((1, 8, 1, 1), "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x, w, b]):
        with bb.dataflow():
            y = bb.emit(R.nn.conv2d(x, w, strides=strides, padding=1))
            y = bb.emit(R.add(y, b))
            y = bb.emit_output(R.nn.silu(y))
        bb.emit_func_output(y)
    return bb.get()


def run(mod):
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(s).astype("float32") for s in [(2, 8, 20, 20), (8, 8, 3, 3), (1, 8, 1, 1)]]
    return vm["main"](*[tvm.runtime.tensor(a) for a in args]).numpy()


for strides in [(1, 1), (2, 2), (1, 0)]:
    print(f"--- strides={strides}")
    out = run(make_model(strides))
    print("output", out.shape, out.dtype)
