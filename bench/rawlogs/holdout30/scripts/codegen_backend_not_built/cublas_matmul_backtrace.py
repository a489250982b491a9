# cause: codegen_backend_not_built
# expect: Codegen is not found: relax\.ext\.cublas
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.relax.backend.cuda.cublas import partition_for_cublas


@I.ir_module
class Proj:
    @R.function
    def main(
        x: R.Tensor((32, 256), "float16"),
        w: R.Tensor((256, 512), "float16"),
        b: R.Tensor((512,), "float16"),
    ) -> R.Tensor((32, 512), "float16"):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.add(y, b)
            R.output(z)
        return z


mod = partition_for_cublas(Proj)
mod.show(black_format=False)
with tvm.target.Target("llvm"):
    mod = relax.transform.RunCodegen()(mod)
print("offloaded")
