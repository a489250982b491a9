# cause: env_no_cuda_driver
# expect: Cannot detect device `cuda:0`
# capture: notebook
# %%
import tvm
from tvm.script import ir as I, relax as R
# %%
@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((64, 64), "float16")):
        with R.dataflow():
            y = R.nn.softmax(x)
            R.output(y)
        return y
# %%
target = tvm.target.Target.from_device("cuda")
print(target)
ex = tvm.compile(Mod, target=target)
