# cause: take_float_indices
# expect: Take op requires the input indices to have integer dtype
import numpy as np
import tvm
from tvm import relax

from tvm.relax.op import floor, take, multiply, astype

x_np = np.random.default_rng(1).standard_normal((10, 3)).astype("float32")
pos_np = np.array([0.2, 0.55, 0.9], dtype="float32")

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((10, 3), "float32"))
pos = relax.Var("pos", relax.TensorType((3,), "float32"))
with bb.function("main", [x, pos]):
    with bb.dataflow():
        scaled = bb.emit(floor(multiply(pos, relax.const(10.0, "float32"))))
        
        out = bb.emit_output(take(x, scaled, axis=0))
    bb.emit_func_output(out)
vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
got = vm["main"](tvm.runtime.tensor(x_np), tvm.runtime.tensor(pos_np)).numpy()
np.testing.assert_allclose(got, x_np[np.floor(pos_np * 10).astype("int64")])
