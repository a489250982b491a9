# cause: register_op_attr_same_level_twice
# expect: Attribute TMixedPrecisionPolicy of relax\.add is already registered with same plevel=10
# capture: notebook
# %%
import tvm
from tvm import relax

# %%
# keep residual adds in fp32 under ToMixedPrecision
add = tvm.ir.Op.get("relax.add")
print("current policy:", add.get_attr("TMixedPrecisionPolicy"))
tvm.ir.register_op_attr("relax.add", "TMixedPrecisionPolicy", 0)
