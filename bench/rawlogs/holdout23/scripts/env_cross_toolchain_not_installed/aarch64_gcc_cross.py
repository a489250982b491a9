# cause: env_cross_toolchain_not_installed
# expect: No such file or directory: 'aarch64-linux-gnu-gcc'
# capture: stderr
import tvm
from tvm.support import cc
from tvm.script import ir as I, relax as R


@I.ir_module
class MLP:
    @R.function
    def main(x: R.Tensor((1, 64), "float32"), w: R.Tensor((64, 64), "float32")):
        with R.dataflow():
            y = R.nn.relu(R.matmul(x, w))
            R.output(y)
        return y


ex = tvm.compile(MLP, target=tvm.target.Target({"kind": "llvm", "mtriple": "aarch64-linux-gnu", "mcpu": "cortex-a72"}))
ex.export_library("mlp_rpi4.so", fcompile=cc.cross_compiler("aarch64-linux-gnu-gcc"))
