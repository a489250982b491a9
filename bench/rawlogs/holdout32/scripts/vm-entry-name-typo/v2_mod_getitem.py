# cause: vm-entry-name-typo
# expect: Cannot find global var "mian" in the Module
# capture: combined
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((16,), "float32")) -> R.Tensor((16,), "float32"):
        y = R.sigmoid(x)
        return y


mod = Model
print("functions:", [gv.name_hint for gv in mod.get_global_vars()])
entry = mod["mian"]
print(entry.script())
