# cause: wheel_vulkan_codegen_not_built
# expect: Cannot find global function target.build.vulkan
# capture: stderr
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((1, 512), "float32"), w: R.Tensor((512, 512), "float32")):
        with R.dataflow():
            y = R.nn.relu(R.matmul(x, w))
            R.output(y)
        return y


target = tvm.target.Target("vulkan", host={"kind": "llvm", "mtriple": "aarch64-linux-android"})
ex = tvm.compile(Mod, target=target)
ex.export_library("mod_vulkan.so")
