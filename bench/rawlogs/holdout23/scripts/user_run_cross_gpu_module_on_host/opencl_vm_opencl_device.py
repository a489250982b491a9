# cause: user_run_cross_gpu_module_on_host
# expect: OpenCL runtime is not linked into this build
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 16, 32, 32), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.relu(x))
        z = bb.emit(relax.op.mean(y, axis=[2, 3]))
        out = bb.emit_output(z)
    bb.emit_func_output(out)

ex = relax.build(bb.get(), target=tvm.target.Target({"kind": "opencl", "device": "mali"}))
vm = relax.VirtualMachine(ex, tvm.cpu())
print(vm["main"](tvm.runtime.tensor(np.random.rand(1, 16, 32, 32).astype("float32"))))
