# cause: norm_integer_input
# expect: relax\.nn\.layer_norm
# capture: stderr
import numpy as np
import tvm
from tvm import relax

# token ids were fed where embeddings were expected
ids = np.random.randint(0, 100, (2, 16)).astype("int32")
bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((2, 16), "int32"))
g = relax.Var("g", relax.TensorType((16,), "int32"))
b = relax.Var("b", relax.TensorType((16,), "int32"))
with bb.function("main", [x, g, b]):
    with bb.dataflow():
        y = bb.emit_output(relax.op.nn.layer_norm(x, g, b, axes=[-1]))
    bb.emit_func_output(y)
ex = tvm.compile(bb.get(), target="llvm")
