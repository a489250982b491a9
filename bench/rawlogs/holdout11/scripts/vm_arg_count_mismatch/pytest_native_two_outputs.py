# cause: vm_arg_count_mismatch
# expect: expects 3 arguments
# capture: pytest-native
# env: TVM_BACKTRACE=1
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

def test_fused():
    mod = build(lambda a, b, c: relax.op.add(relax.op.multiply(a, b), c), [((8,), "float32")] * 3)
    vm = relax.VirtualMachine(tvm.compile(mod, "llvm"), tvm.cpu())
    a = tvm.runtime.tensor(np.ones(8, "float32"))
    vm["main"](a, a)
