metadata = tvm.ir.load_json("""{
  \"root_index\": 22,
  \"nodes\": [
    {
      \"type\": \"ffi.String\",
      \"data\": \"ir.GenericConst\"
    },
    {
      \"type\": \"None\"
    },
    {
      \"type\": \"ir.PrimType\",
      \"data\": {
        \"span\": 1,
        \"dtype\": \"int64\"
      }
    },
    {
      \"type\": \"int\",
      \"data\": 16
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 3
      }
    },
    {
      \"type\": \"int\",
      \"data\": 8
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        4,
        6
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 7,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 8,
        \"values\": 7
      }
    },
    {
      \"type\": \"ir.PrimType\",
      \"data\": {
        \"span\": 1,
        \"dtype\": \"float32\"
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 9,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 2
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAgAAAAIgAQAQAAAAAAAAAAgAAAAAAAAAAAIAAAAAAAAHGQA+m1\\/LPq0mjT6lsYy+NqFMvmZCvz7eTf2+DXikPnwZmD6kVgO93rFJvmXkYr54A3u+q\\/dgvZAJlTsKIFs9N7L9PsjXlT4bOfo9\\/Fj6Pg\\/Dkb6w+K2+KnvmPW+A6b5Ru+2+PfBzPI1rCr0El9U+41MEPrRNZzwN50y7uUWBviL2+b53fZ2+EaREPhNKmb5GmAW+jBb+vgT8qD566rC+c\\/ptvuW6wj6iaSA8rb2xPgQSDz7Oknc+fSfRvmyGKD0+rv47MiC+PssQDr66FMk9xanhvkwh5r32NTW+BRmzvhH3oT7t5Pa9cR71PpFNuD28J9c9+k4NPl+vND7qy7K+3nl0vd9Xhb75rse9zXzOvimH7z7+6pG+NeMvPq5eTL4Gh78+nxsmPtqcvL6VrbA+P9DjPi7Ozj7qyI49Roa1vm11nb50Fts+TVRWPZ+Oo74bo8Q+LPgQPt+7jj3OXP29FF22vathhb7Bg+y+wJ\\/APlItBL0gHUM90ho2vqmtgD5lGfO+3eECvu118L5JFMG+Di7vPgeMIT5DAZO9nXrCPNngvj49hx++e+q4PcIXPD5pDhS+bnScPIHOhz7zf9E+96eyvibp3T4yWf2+RIaBPl\\/9nj4Q+rm+2BWmvUVpoT5ysfi+h4sDPjIHlj77DFU8EkVnPjkSjL5wW5q+cygMvg==\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 11,
        \"value\": 12
      }
    },
    {
      \"type\": \"ir.IntImm\",
      \"data\": {
        \"span\": 1,
        \"ty\": 2,
        \"value\": 5
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        14
      ]
    },
    {
      \"type\": \"relax.ShapeType\",
      \"data\": {
        \"span\": 1,
        \"values\": 15,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"relax.expr.ShapeExpr\",
      \"data\": {
        \"span\": 1,
        \"ty\": 16,
        \"values\": 15
      }
    },
    {
      \"type\": \"relax.TensorType\",
      \"data\": {
        \"span\": 1,
        \"shape\": 17,
        \"dtype\": 10,
        \"vdevice\": 1,
        \"ndim\": 1
      }
    },
    {
      \"type\": \"ffi.Tensor\",
      \"data\": \"P6G0lvBAXt0AAAAAAAAAAAEAAAAAAAAAAQAAAAIgAQAIAAAAAAAAACAAAAAAAAAAt1CDvYM2\\/Lw3jbc98UtwPCgEA73DKju9xye5PQ7vNbw=\"
    },
    {
      \"type\": \"ir.GenericConst\",
      \"data\": {
        \"span\": 1,
        \"ty\": 18,
        \"value\": 19
      }
    },
    {
      \"type\": \"ffi.Array\",
      \"data\": [
        13,
        20
      ]
    },
    {
      \"type\": \"ffi.Map\",
      \"data\": [
        0,
        21
      ]
    }
  ],
  \"metadata\": {
    \"tvm_version\": \"0.27.0.post1\"
  }
}""")
from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 16), dtype="float32")) -> R.Tensor((2, 24), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((4, 8), dtype="float32") = R.matmul(x, metadata["ir.GenericConst"][0], out_dtype=None)
            lv1: R.Tensor((4, 8), dtype="float32") = R.add(lv, metadata["ir.GenericConst"][1])
            lv2: R.Tensor((4, 8), dtype="float32") = R.tanh(lv1)
            lv3: R.Tensor((4, 8), dtype="float32") = R.multiply(lv2, R.const(0.5, "float32"))
            lv4: R.Tensor((4, 8), dtype="float16") = R.astype(lv3, dtype="float16")
            lv5: R.Tensor((4, 8), dtype="float16") = R.asin(lv4)
            lv6: R.Tensor((4, 8), dtype="float32") = R.astype(lv5, dtype="float32")
            lv7: R.Tensor((4, 8), dtype="float32") = R.add(lv6, R.const(1.0, "float32"))
            lv8: R.Tensor((8, 4), dtype="float32") = R.permute_dims(lv7, axes=[1, 0])
            lv9: R.Tensor((4, 4), dtype="float32") = R.matmul(lv7, lv8, out_dtype=None)
            lv10: R.Tensor((4, 4), dtype="float32") = R.nn.relu(lv9)
            lv11: R.Tensor((4, 1), dtype="float32") = R.sum(lv10, axis=[1], keepdims=True)
            lv12: R.Tensor((4, 1), dtype="float32") = R.add(lv11, R.const(9.9999999747524271e-07, "float32"))
            lv13: R.Tensor((4, 4), dtype="float32") = R.divide(lv10, lv12)
            lv14: R.Tensor((4, 12), dtype="float32") = R.concat((lv13, lv7), axis=1)
            lv15: R.Tensor((2, 24), dtype="float32") = R.reshape(lv14, R.shape([2, 24]))
            lv16: R.Tensor((2, 24), dtype="float32") = R.sigmoid(lv15)
            gv: R.Tensor((2, 24), dtype="float32") = lv16
            R.output(gv)
        return gv