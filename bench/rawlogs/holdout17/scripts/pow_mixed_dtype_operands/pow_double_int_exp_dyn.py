# cause: pow_mixed_dtype_operands
# expect: Binary operators must have the same datatype for both operands
# capture: pytest
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_pow_double_int_exp_dyn():
    m = helper.make_model(helper.make_graph(
        [helper.make_node("Pow", ["X", "Y"], ["Z"])], "pow_dd",
        [helper.make_tensor_value_info("X", TensorProto.DOUBLE, ["n"]),
         helper.make_tensor_value_info("Y", TensorProto.INT64, ["n"])],
        [helper.make_tensor_value_info("Z", TensorProto.DOUBLE, ["n"])]), opset_imports=[helper.make_opsetid("", 18)])
    print("ONNX ir_version", m.ir_version)
    mod = from_onnx(m, shape_dict={"X": [6], "Y": [6]})
