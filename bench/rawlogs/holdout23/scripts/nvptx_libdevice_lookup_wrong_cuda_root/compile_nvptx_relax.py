# cause: nvptx_libdevice_lookup_wrong_cuda_root
# expect: No such file or directory: '/usr/local/lib/nvidia-cuda-toolkit/libdevice'
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((256, 256), "float32")):
        with R.dataflow():
            y = R.nn.softmax(x, axis=-1)
            R.output(y)
        return y


# nvptx backend: LLVM emits PTX directly, no nvcc needed (so we thought)
ex = tvm.compile(Mod, target=tvm.target.Target({"kind": "nvptx", "mcpu": "sm_80"}))
