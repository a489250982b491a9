# cause: duplicate-global-symbol-copy
# expect: duplicate global symbol: main
# capture: notebook
# %%
import tvm
from tvm.script import ir as I, relax as R

# %%
@I.ir_module
class Encoder:
    @R.function
    def main(x: R.Tensor((2, 4), "float32")) -> R.Tensor((2, 4), "float32"):
        return R.nn.relu(x)

@I.ir_module
class Decoder:
    @R.function
    def main(x: R.Tensor((2, 4), "float32")) -> R.Tensor((2, 4), "float32"):
        return R.sigmoid(x)

# %%
# put both models in one module so that they ship as one library
merged = tvm.IRModule({"encode": Encoder["main"], "decode": Decoder["main"]})
print([gv.name_hint for gv in merged.get_global_vars()])

# %%
ex = tvm.compile(merged, target="llvm")
