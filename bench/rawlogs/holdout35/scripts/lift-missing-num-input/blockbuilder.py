# cause: lift-missing-num-input
# expect: Module has no function 'main_transform_params'
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R

rng = np.random.default_rng(0)
def rand(*shape):
    return rng.standard_normal(shape).astype("float32")

def build_mlp(with_num_input):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 16), "float32"))
    w0 = relax.Var("w0", relax.TensorType((32, 16), "float32"))
    w1 = relax.Var("w1", relax.TensorType((8, 32), "float32"))
    attrs = {"num_input": 1} if with_num_input else None
    with bb.function("main", [x, w0, w1], attrs=attrs):
        with bb.dataflow():
            h = bb.emit(relax.op.nn.relu(relax.op.matmul(x, relax.op.permute_dims(w0))))
            o = bb.emit_output(relax.op.matmul(h, relax.op.permute_dims(w1)))
        bb.emit_func_output(o)
    return bb.get()
mod = relax.transform.LiftTransformParams()(build_mlp(with_num_input=False))
ex = tvm.compile(mod, target="llvm")
x, w0, w1 = rand(2, 16), rand(32, 16), rand(8, 32)
vm = relax.VirtualMachine(ex, tvm.cpu())
T = tvm.runtime.tensor
p = vm["main_transform_params"]([T(w0), T(w1)])
