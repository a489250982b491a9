# cause: flegalize_register_same_level
# expect: Attribute FLegalize of relax\.add is already registered with same plevel=11
# capture: notebook
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R

# %%
def add_legalize(bb, call):
    return bb.call_te(topi.add, call.args[0], call.args[1])

# %%
tvm.ir.register_op_attr("relax.add", "FLegalize", add_legalize, level=11)
# %%
# cell executed again after editing add_legalize
tvm.ir.register_op_attr("relax.add", "FLegalize", add_legalize, level=11)
