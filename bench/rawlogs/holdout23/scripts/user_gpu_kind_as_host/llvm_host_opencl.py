# cause: user_gpu_kind_as_host
# expect: CodeGenOpenCL: expect calling_conv equals CallingConv::kDeviceKernelLaunch
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType((1, 3, 224, 224), "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        y = bb.emit(relax.op.nn.avg_pool2d(x, pool_size=(7, 7), strides=(7, 7)))
        out = bb.emit_output(y)
    bb.emit_func_output(out)

# swapped the two by mistake: kernels should go to opencl, host to llvm
target = tvm.target.Target({"kind": "llvm", "mtriple": "aarch64-linux-android"},
                           host={"kind": "opencl", "device": "mali"})
ex = relax.build(bb.get(), target=target)
