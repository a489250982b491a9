# cause: vm_input_dtype_mismatch
# expect: expect Tensor with dtype float16 but get float32
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax

def build(fn, shapes, name="main"):
    bb = relax.BlockBuilder()
    params = [relax.Var(f"x{i}", relax.TensorType(s, d)) for i, (s, d) in enumerate(shapes)]
    with bb.function(name, params):
        with bb.dataflow():
            out = bb.emit_output(fn(*params))
        bb.emit_func_output(out)
    return bb.get()

def test_half():
    mod = build(lambda x, w: relax.op.matmul(x, w), [((2, 8), "float16"), ((8, 8), "float16")])
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    vm["main"](tvm.runtime.tensor(np.ones((2, 8), "float32")), tvm.runtime.tensor(np.ones((8, 8), "float16")))
