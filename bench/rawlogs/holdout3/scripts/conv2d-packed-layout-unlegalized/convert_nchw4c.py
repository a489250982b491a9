# cause: conv2d-packed-layout-unlegalized
# expect: CodeGenVM cannot emit[\s\S]*NCHW4c
import tvm
from tvm import relax

R = relax.op
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 16, 28, 28), "float32"))
w = relax.Var("w", relax.TensorType((32, 16, 3, 3), "float32"))
with bb.function("main", [x, w]):
    with bb.dataflow():
        y = bb.emit(R.nn.conv2d(x, w, padding=(1, 1)))
        y = bb.emit_output(R.nn.relu(y))
    bb.emit_func_output(y)
mod = bb.get()

# blocked layout for better vectorization on AVX2
mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4i4o"]})(mod)
ex = tvm.compile(mod, target=tvm.target.Target({"kind": "llvm", "mcpu": "core-avx2"}))
