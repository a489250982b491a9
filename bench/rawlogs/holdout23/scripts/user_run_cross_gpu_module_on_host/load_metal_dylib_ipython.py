# cause: user_run_cross_gpu_module_on_host
# expect: Library binary was created using \{metal\} but a loader of that name is not registered
# capture: ipython
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((16, 16), "float32")):
        with R.dataflow():
            y = R.exp(x)
            R.output(y)
        return y


ex = tvm.compile(Mod, target=tvm.target.Target("metal", host="llvm"))
ex.export_library("exp_metal.so")
lib = tvm.runtime.load_module("exp_metal.so")
print(lib)
