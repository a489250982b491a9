# cause: user_target_option_wrong_type
# expect: Option 'libs': expected type 'Array<str>'
# capture: notebook
# %%
import tvm
from tvm.script import ir as I, relax as R

@I.ir_module
class Dense:
    @R.function
    def main(x: R.Tensor((8, 512), "float32"), w: R.Tensor((512, 512), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y
# %%
target = tvm.target.Target({"kind": "llvm", "mcpu": "skylake-avx512", "libs": "cblas"})
# %%
ex = tvm.compile(Dense, target=target)
