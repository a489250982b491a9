# cause: tvmscript_undefined_shape_var
# expect: name '\w+' is not defined
# capture: pytest-native
import tvm
from tvm import relax
from tvm.script import relax as R

@R.function
def pad_seq(x: R.Tensor(("b", "s"), "int32")) -> R.Tensor(("b", "max_len"), "int32"):
    return x

print(pad_seq)
