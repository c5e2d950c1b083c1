module @jit_pallas_tpu attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32768x4096xbf16>, %arg1: tensor<128x4096x1536xbf16>, %arg2: tensor<128xi32>) -> (tensor<32768x1536xbf16> {jax.result_info = "result"}) {
    %0 = call @gmm(%arg0, %arg1, %arg2) : (tensor<32768x4096xbf16>, tensor<128x4096x1536xbf16>, tensor<128xi32>) -> tensor<32768x1536xbf16>
    return %0 : tensor<32768x1536xbf16>
  }
  func.func private @gmm(%arg0: tensor<32768x4096xbf16>, %arg1: tensor<128x4096x1536xbf16>, %arg2: tensor<128xi32>) -> tensor<32768x1536xbf16> {
    %c = stablehlo.constant dense<129> : tensor<i32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_2 = stablehlo.constant dense<255> : tensor<i32>
    %c_3 = stablehlo.constant dense<256> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %c_6 = stablehlo.constant dense<128> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<1xi32>
    %cst_8 = stablehlo.constant dense<[0.000000e+00, 1.270000e+02]> : tensor<2xf32>
    %0 = stablehlo.reshape %c_7 : (tensor<1xi32>) -> tensor<i32>
    %1 = stablehlo.add %0, %c_6 : tensor<i32>
    %2 = stablehlo.subtract %1, %c_5 : tensor<i32>
    %3 = call @cumsum(%arg2) : (tensor<128xi32>) -> tensor<128xi32>
    %4 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.concatenate %4, %3, dim = 0 : (tensor<1xi32>, tensor<128xi32>) -> tensor<129xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %7 = stablehlo.add %3, %6 : tensor<128xi32>
    %8 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %9 = stablehlo.subtract %7, %8 : tensor<128xi32>
    %10 = call @floor_divide(%9, %c_3) : (tensor<128xi32>, tensor<i32>) -> tensor<128xi32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %12 = stablehlo.multiply %10, %11 : tensor<128xi32>
    %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.slice %3 [0:127] : (tensor<128xi32>) -> tensor<127xi32>
    %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<1xi32>, tensor<127xi32>) -> tensor<128xi32>
    %16 = call @floor_divide(%15, %c_3) : (tensor<128xi32>, tensor<i32>) -> tensor<128xi32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %18 = stablehlo.multiply %16, %17 : tensor<128xi32>
    %19 = stablehlo.subtract %12, %18 : tensor<128xi32>
    %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %21 = stablehlo.compare EQ, %arg2, %20, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %22 = call @_where_1(%21, %c_4, %19) : (tensor<128xi1>, tensor<i32>, tensor<128xi32>) -> tensor<128xi32>
    %23 = call @floor_divide(%22, %c_3) : (tensor<128xi32>, tensor<i32>) -> tensor<128xi32>
    %24 = stablehlo.iota dim = 0 : tensor<128xi32>
    %25 = call @_roll_static(%23) : (tensor<128xi32>) -> tensor<128xi32>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %27 = "stablehlo.scatter"(%25, %26, %c_4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<128xi32>, tensor<1xi32>, tensor<i32>) -> tensor<128xi32>
    %28 = call @cumsum(%27) : (tensor<128xi32>) -> tensor<128xi32>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<255xi32>
    %30 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %31 = stablehlo.compare LT, %28, %30, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %32 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %33 = stablehlo.add %28, %32 : tensor<128xi32>
    %34 = stablehlo.select %31, %33, %28 : tensor<128xi1>, tensor<128xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %36 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %37 = "stablehlo.scatter"(%29, %35, %36) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %124 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %124 : tensor<i32>
    }) : (tensor<255xi32>, tensor<128x1xi32>, tensor<128xi32>) -> tensor<255xi32>
    %38 = call @cumsum_2(%37) : (tensor<255xi32>) -> tensor<255xi32>
    %39 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<255xi32>
    %40 = stablehlo.subtract %38, %39 : tensor<255xi32>
    %41 = call @_take(%24, %40) : (tensor<128xi32>, tensor<255xi32>) -> tensor<255xi32>
    %42 = stablehlo.slice %5 [0:128] : (tensor<129xi32>) -> tensor<128xi32>
    %43 = call @remainder(%42, %c_3) : (tensor<128xi32>, tensor<i32>) -> tensor<128xi32>
    %44 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %45 = stablehlo.compare EQ, %43, %44, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %46 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %47 = stablehlo.compare EQ, %arg2, %46, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %48 = stablehlo.or %45, %47 : tensor<128xi1>
    %49 = stablehlo.slice %5 [0:128] : (tensor<129xi32>) -> tensor<128xi32>
    %50 = call @floor_divide(%49, %c_3) : (tensor<128xi32>, tensor<i32>) -> tensor<128xi32>
    %51 = call @_where_1(%48, %c_6, %50) : (tensor<128xi1>, tensor<i32>, tensor<128xi32>) -> tensor<128xi32>
    %52 = stablehlo.convert %51 : (tensor<128xi32>) -> tensor<128xf32>
    %53 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %54 = call @_ptp(%cst_8) : (tensor<2xf32>) -> tensor<f32>
    %55 = stablehlo.compare EQ, %54, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %56 = stablehlo.slice %cst_8 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %57 = stablehlo.reshape %56 : (tensor<1xf32>) -> tensor<f32>
    %58 = stablehlo.subtract %57, %cst : tensor<f32>
    %59 = stablehlo.slice %cst_8 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %60 = stablehlo.reshape %59 : (tensor<1xf32>) -> tensor<f32>
    %61 = call @_where_6(%55, %58, %60) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %62 = call @_ptp(%cst_8) : (tensor<2xf32>) -> tensor<f32>
    %63 = stablehlo.compare EQ, %62, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %64 = stablehlo.slice %cst_8 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %65 = stablehlo.reshape %64 : (tensor<1xf32>) -> tensor<f32>
    %66 = stablehlo.add %65, %cst : tensor<f32>
    %67 = stablehlo.slice %cst_8 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %68 = stablehlo.reshape %67 : (tensor<1xf32>) -> tensor<f32>
    %69 = call @_where_6(%63, %66, %68) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %70 = call @_linspace(%61, %69) : (tensor<f32>, tensor<f32>) -> tensor<129xf32>
    %71 = call @searchsorted(%70, %52) : (tensor<129xf32>, tensor<128xf32>) -> tensor<128xi32>
    %72 = stablehlo.slice %70 [128:129] : (tensor<129xf32>) -> tensor<1xf32>
    %73 = stablehlo.reshape %72 : (tensor<1xf32>) -> tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %75 = stablehlo.compare EQ, %52, %74, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %76 = call @_where_1(%75, %c_6, %71) : (tensor<128xi1>, tensor<i32>, tensor<128xi32>) -> tensor<128xi32>
    %77 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<129xf32>
    %78 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %79 = stablehlo.compare LT, %76, %78, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %80 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %81 = stablehlo.add %76, %80 : tensor<128xi32>
    %82 = stablehlo.select %79, %81, %76 : tensor<128xi1>, tensor<128xi32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %84 = "stablehlo.scatter"(%77, %83, %53) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %124 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %124 : tensor<f32>
    }) : (tensor<129xf32>, tensor<128x1xi32>, tensor<128xf32>) -> tensor<129xf32>
    %85 = stablehlo.slice %84 [1:129] : (tensor<129xf32>) -> tensor<128xf32>
    %86 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %87 = stablehlo.add %85, %86 : tensor<128xf32>
    %88 = stablehlo.iota dim = 0 : tensor<128xi32>
    %89 = stablehlo.convert %87 : (tensor<128xf32>) -> tensor<128xi32>
    %90 = call @_roll_static(%89) : (tensor<128xi32>) -> tensor<128xi32>
    %91 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %92 = "stablehlo.scatter"(%90, %91, %c_4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<128xi32>, tensor<1xi32>, tensor<i32>) -> tensor<128xi32>
    %93 = call @cumsum(%92) : (tensor<128xi32>) -> tensor<128xi32>
    %94 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<255xi32>
    %95 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %96 = stablehlo.compare LT, %93, %95, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %97 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %98 = stablehlo.add %93, %97 : tensor<128xi32>
    %99 = stablehlo.select %96, %98, %93 : tensor<128xi1>, tensor<128xi32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %101 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %102 = "stablehlo.scatter"(%94, %100, %101) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %124 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %124 : tensor<i32>
    }) : (tensor<255xi32>, tensor<128x1xi32>, tensor<128xi32>) -> tensor<255xi32>
    %103 = call @cumsum_2(%102) : (tensor<255xi32>) -> tensor<255xi32>
    %104 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<255xi32>
    %105 = stablehlo.subtract %103, %104 : tensor<255xi32>
    %106 = call @_take(%88, %105) : (tensor<128xi32>, tensor<255xi32>) -> tensor<255xi32>
    %107 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<255xi32>
    %108 = stablehlo.compare LT, %41, %107, SIGNED : (tensor<255xi32>, tensor<255xi32>) -> tensor<255xi1>
    %109 = stablehlo.convert %108 : (tensor<255xi1>) -> tensor<255xi32>
    %110 = stablehlo.reduce(%109 init: %c_4) applies stablehlo.add across dimensions = [0] : (tensor<255xi32>, tensor<i32>) -> tensor<i32>
    %111 = stablehlo.negate %110 : tensor<i32>
    %112 = call @_roll_dynamic(%41, %111) : (tensor<255xi32>, tensor<i32>) -> tensor<255xi32>
    %113 = stablehlo.negate %110 : tensor<i32>
    %114 = call @_roll_dynamic(%106, %113) : (tensor<255xi32>, tensor<i32>) -> tensor<255xi32>
    %115 = stablehlo.iota dim = 0 : tensor<128xi32>
    %116 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %117 = stablehlo.compare LE, %115, %116, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %118 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %119 = stablehlo.compare GE, %115, %118, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %120 = stablehlo.and %117, %119 : tensor<128xi1>
    %121 = call @_where_10(%120, %23, %c_4) : (tensor<128xi1>, tensor<128xi32>, tensor<i32>) -> tensor<128xi32>
    %122 = stablehlo.reduce(%121 init: %c_4) applies stablehlo.add across dimensions = [0] : (tensor<128xi32>, tensor<i32>) -> tensor<i32>
    %123 = stablehlo.custom_call @tpu_custom_call(%122, %5, %112, %114, %c_7, %arg0, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjQuMC4wZ2l0AAFDCQEDBQcBAwkDLwsNDxETFRcZGx0fISMlJykrLS8xMzU3A1YDygIrAfEHDxMXDwsTCwsTCw8PDxMzCwsLCw8LUwsLCwsPDwsTDxMTKxMLCxMXFxcLEwsPSwsXCwsLcwsPCwsLCxcbCxsLcxsLGxsLGw8LDw8PCwsPCw8LDwsPCw8LDwsPCw8LDwsPCw8LDw8LCw8LCw8LEw8fCw8LCwsLCwsFDWFhkY1NKgIHBVlZAWUTCwsTCwtTCxMXDw8XEwsTCxsLIxcLEwsLEwsXDwsTCxcPFwsTCxcLEwsXDxMTCxMTCwErDwcfHw8fGwsHHx8nBx8rJyMfOzM3AvYPHx01jwMDC5UdCgIOAh3V1wU5AwMLkwU7BT0DA5v9BT8dz9Ed4eMRDwAdSQICAwdLGxYCGgIeAiICLwkFQQVDLxERCQUFRSMJBSEAAQAAAAAAAAAEAAAAAAAABUcFSQ0nBUsdNZcdO8UFTQMDFckdO8sDAxUpAwML3wMJ5/vpG+sb7RsDA+//BU8FUR1JLgIdOgI+Ah1iAmYCHXYCegIFUwMDWVsFVREJPQMRX2EPY2dpa21vKRFxc/l1dwVXAQf39fUNJS8ZBVkjCQcxAgAAAAAAAAAAAAAAAAAAgAQAAAAAAAAABVsRCREFXQVfBWEFYwEHeX2DAwUjeyUtCSsDBSN/JYEJLyMJBzEBAAAAAAAAAAAEAAAAAAAAAAQAAAAAAAADBSOFJS0JMQMFDzMRKwMFD4sRLw0pAwUPMxExHZEBBWURAQERAwEdmQEFZwVpHZ+hBWsdowEFbR2nAQVvHasBBXEdrwEFcx2zAQV1HbcBBXcduwEFeR2/AQV7HcMBBX0dxwEFfxEJAR3NAQWBBYMd0wEFhQWHHdkBBYkDAwvdEQENJQUJAAAAAAWLHeUBBY0FjwWRBZMFlQWXI3RwdS5tZW1vcnlfc3BhY2U8c21lbT4AI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPGFyYml0cmFyeT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1LmNvcmVfdHlwZTx0Yz4AI3RwdS5kb3RfZGltZW5zaW9uX251bWJlcnM8WzFdLCBbMF0sIFswXSwgWzFdLCBbMCwgMCwgMSwgMV0sIFtdLCBbXT4AI2FyaXRoLm92ZXJmbG93PG5vbmU+ACNhcml0aC5mYXN0bWF0aDxub25lPgAdBgIBBZkFmx0SAgEFnQWfIwEJIQEAAAABAAAAAgAAAAAAAAAFoSMBAQEDAwsqAhEBBR1LAQMDCzYCEQECCAWjHUICAQWlAwNKAk4CBacjAQMJAAAAAB1WAloCBakdXgIBBasFrR1qAgEFrwMDFXICEQkVBbEdfgIBBbMDAxWGAhEJCR2OApICBbUdlgIBBbcdngKiAgW5HaYCAQW7AwMLrgITGQEdVbYCHboCAQW9HVXCAh3GAgEFvwECAgMnBQIIAiAZF/ED+gcBIQECBBfxAwoEASEX8QMFASEBCQcnBQIIAiARJwUCCAIgARfzBQIIAiARJwsnBQIIAiAPF/MHBQIgAiARZRfzBQIIAiAZJycHBQIgAiARJwUCIAIgEQUXAQEBCwcHDRcdFx8BBQ8BAQELBwcNBQEBBQ8BAQELBwcNBwEBAQTyDQUBEQFXBwMBEQ0RAV0HAys3FwEBAQEBAQulB6kHrQ2xF7UduRe9H8EDAzkNAwELBz89Aw8FBRcXBhcDAQMZAwMJDQMBCwcJQQMPBRsdGRQJAx8JAwsdAwOyAqoCAxkVBr4CAwUDKwMDBwUDAwMDBwUDAwUGBwMFBxUvMREFBx8JLRUvMRMACQMBBRMACQMDOdsDAQsHPz0DDwUFIRcGFwMBAyMDAwkNAwELBwlBAw8FJScZFAkDKQkDY9EDAwMFAwMDAwMFAwMFBgMDEwcPKy0DAwMFAwMDAwMFAwMDAwMFAwMFBgMDIQkRMTM1GwYDAyMDNwMDAwUDAwMDAwUDAwUGAwMFBxU7PQMDGUMDBR0HGUUDBQcvOUEfBx1HAwUFP0MDAwcFAwMDAwcFAwMFBgcDBQcVR0kRBQcfCUUVR0kJBgMDAwMDBwYDAwEFCU0JBgMDAwNPBwYDAwEFB1EDA00mAgMBIQdNEwMBBU9VCQYDAwMDVwcGAwMBBQdZCQYDAwMDAwcGAwMBBQtdAwNPMgIDASUHTxMDAQVfYScDUgJGAgMVFQYdAxUDYyEHHRMDFQVlZxUGUQMVA1MLB1FuAgMbBWlrFQZTAxUDWwsHU4ICAxsFaW8pBooCAxsFbXEDAwMFAwMDAwMFAwMFBgMDBQcVdXcDAwMFAwMDAwMFAwMFBgMDEwcTe30rBhcDBQN/LQaaAgMFB3N5gS8GFwMTA4MDAwcFAwMDAwcFAwMFBgcDEwcTh4kRBQcfCYUTh4kTAAkDI00DAwMFAwMDAwMFAwMFBgMDEwcPKy0DAwMFAwMDAwMFAwMDAwMFAwMFBgMDIQkRMTM1GwYDAyMDNwMDAwUDAwMDAwUDAwUGAwMFBxU7PQMDGUMDBR0HGUUDBQcvOUEfBx1HAwUFP0MDAwcFAwMDAwcFAwMFBgcDBQcVR0kRBQcfCUUVR0kTAAkPAAENEQGHBwMVEw8BAQEBAQELAQcBBwENAQkGAwMDAwMHBgMDAQULDwMDAQ0DAQ8EAQURBQ0RAYkHAxsfDwEBAQEBAQsBBwEHAQ0BCQYDAwMDAwcGAwMBBQkPAwM3BQMDBwY3AwEFDRMjB50TAwEFERUDAwENAwEPBAEHFwUBDREBjQcDFRMPAQEBAQEBCwEHAQcBDQEJBgMDAwMDBwYDAwEFCw8DAwENAwEPBAEFEQEGAwEFAQD2EsFFIyUVEQsNCQ0JFQ0XCQsRKRUNERMdJx0lMRsLDVUtDQcZCQkJGyUlJRELHQkRHR0PIyEjKS0lCQsJCxkZGR0lFRMdDRsbFxcTFxcXFxclDxkjFSMZFRcjGRkfDw0JHRFidWlsdGluAHN0YWJsZV9tb3NhaWMAdHB1AGFyaXRoAG1vZHVsZQBhcml0aC5jb25zdGFudAB2ZWN0b3IubG9hZABtZW1yZWYubG9hZABhcml0aC5pbmRleF9jYXN0AGFyaXRoLmNtcGkAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAHRwdS52ZWN0b3Jfc3RvcmUAc2NmLnlpZWxkAHZlY3Rvci5icm9hZGNhc3QAYXJpdGguZXh0dWkAc2NmLmlmAHZlY3Rvci5zaGFwZV9jYXN0AHRwdS5tYXRtdWwAYXJpdGguYWRkZgBhcml0aC5hZGRpAGFyaXRoLnN1YmkAYXJpdGgubXVsaQB0cHUuaW90YQBhcml0aC5hbmRpAGFyaXRoLmV4dGYAYXJpdGguc2VsZWN0AGFyaXRoLnRydW5jZgB2YWx1ZQBmdW5jdGlvbl90eXBlAHN5bV9uYW1lAHByZWRpY2F0ZQB0cmFuc2Zvcm1faW5kaWNlcwB3aW5kb3dfYm91bmRzAHRyYW5zZm9ybV8wAHRyYW5zZm9ybV8xAHRyYW5zZm9ybV8yAGdldDoAZXE6AGFkZDoAYWRkAGJyb2FkY2FzdF9pbl9kaW06AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAa2VybmVsAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBnZXQvZ2V0AGdldABvdmVyZmxvd0ZsYWdzAHN1YjoAc3ViL3N1YgBncm91cF9tZXRhZGF0YVswXQBncm91cF9tZXRhZGF0YVsxXQBncm91cF9tZXRhZGF0YVsyXQBncm91cF9vZmZzZXQAbGhzAHJocwBvdXQAYWNjX3NjcmF0Y2gAZXEAZXEvZXEAY29udmVydF9lbGVtZW50X3R5cGU6AGNvbnZlcnRfZWxlbWVudF90eXBlL2NvbnZlcnRfZWxlbWVudF90eXBlAGNvbmQ6AGNvbmQAZG90X2dlbmVyYWw6AGRvdF9nZW5lcmFsL2RvdF9nZW5lcmFsAGRpbWVuc2lvbl9udW1iZXJzAHRyYW5zcG9zZV9saHMAdHJhbnNwb3NlX2xoc19oaW50AHRyYW5zcG9zZV9yaHMAZmFzdG1hdGgAYWRkL2FkZABzd2FwOgBzd2FwL3N3YXAAb3BlcmFuZFNlZ21lbnRTaXplcwBzdHJpZGVzAG11bDoAbXVsAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGdlOgBnZS9nZQBsdDoAbHQvbHQAYW5kOgBhbmQvYW5kAHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBicm9hZGNhc3RfaW5fZGltAGJyb2FkY2FzdF9pbl9kaW0vYnJvYWRjYXN0X2luX2RpbQA=\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:3846176768,\0A\22flops\22:412316860416,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "kernel", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<i32>, tensor<129xi32>, tensor<255xi32>, tensor<255xi32>, tensor<1xi32>, tensor<32768x4096xbf16>, tensor<128x4096x1536xbf16>) -> tensor<32768x1536xbf16>
    return %123 : tensor<32768x1536xbf16>
  }
  func.func private @cumsum(%arg0: tensor<128xi32>) -> tensor<128xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<128xi32>) -> tensor<128xi32>
    return %0 : tensor<128xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<128xi32>) -> tensor<128xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[127, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 128>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<128xi32>, tensor<i32>) -> tensor<128xi32>
    return %1 : tensor<128xi32>
  }
  func.func private @floor_divide(%arg0: tensor<128xi32>, %arg1: tensor<i32>) -> tensor<128xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<128xi32>
    %3 = stablehlo.sign %arg0 : tensor<128xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<128xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %11 = stablehlo.and %6, %10 : tensor<128xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<128xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<128xi1>, tensor<128xi32>, tensor<128xi32>) -> tensor<128xi32>
    return %14 : tensor<128xi32>
  }
  func.func private @_where(%arg0: tensor<128xi1>, %arg1: tensor<128xi32>, %arg2: tensor<128xi32>) -> tensor<128xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<128xi1>, tensor<128xi32>
    return %0 : tensor<128xi32>
  }
  func.func private @_where_1(%arg0: tensor<128xi1>, %arg1: tensor<i32>, %arg2: tensor<128xi32>) -> tensor<128xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<128xi1>, tensor<128xi32>
    return %2 : tensor<128xi32>
  }
  func.func private @_roll_static(%arg0: tensor<128xi32>) -> tensor<128xi32> {
    %0 = stablehlo.slice %arg0 [127:128] : (tensor<128xi32>) -> tensor<1xi32>
    %1 = stablehlo.slice %arg0 [0:127] : (tensor<128xi32>) -> tensor<127xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xi32>, tensor<127xi32>) -> tensor<128xi32>
    return %2 : tensor<128xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<255xi32>) -> tensor<255xi32> {
    %0 = call @cumsum_3(%arg0) : (tensor<255xi32>) -> tensor<255xi32>
    return %0 : tensor<255xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<255xi32>) -> tensor<255xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[254, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 255>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<255xi32>, tensor<i32>) -> tensor<255xi32>
    return %1 : tensor<255xi32>
  }
  func.func private @_take(%arg0: tensor<128xi32>, %arg1: tensor<255xi32>) -> tensor<255xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<127> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<128> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<255xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<255xi32>, tensor<255xi32>) -> tensor<255xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<255xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<255xi32>
    %4 = call @_where_4(%1, %3, %arg1) : (tensor<255xi1>, tensor<255xi32>, tensor<255xi32>) -> tensor<255xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<255xi32>) -> tensor<255x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<255x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<255x1xi32>, tensor<255x1xi32>) -> tensor<255x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<255x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<255x1xi32>, tensor<255x1xi32>) -> tensor<255x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<255x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [1] : (tensor<255x1xi1>, tensor<i1>) -> tensor<255xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<128xi32>, tensor<255x1xi32>) -> tensor<255xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<255xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<255xi1>, tensor<255xi32>
    return %15 : tensor<255xi32>
  }
  func.func private @_where_4(%arg0: tensor<255xi1>, %arg1: tensor<255xi32>, %arg2: tensor<255xi32>) -> tensor<255xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<255xi1>, tensor<255xi32>
    return %0 : tensor<255xi32>
  }
  func.func private @remainder(%arg0: tensor<128xi32>, %arg1: tensor<i32>) -> tensor<128xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_5(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<128xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<128xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<128xi1>, tensor<128xi1>) -> tensor<128xi1>
    %12 = stablehlo.and %11, %6 : tensor<128xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %14 = stablehlo.add %4, %13 : tensor<128xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<128xi1>, tensor<128xi32>
    return %15 : tensor<128xi32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_ptp(%arg0: tensor<2xf32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.minimum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.subtract %0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<129xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<128xf32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.divide %0, %1 : tensor<128xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<128xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<128xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<128xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<128xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<128xf32>
    %11 = stablehlo.add %7, %10 : tensor<128xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<128xf32>, tensor<1xf32>) -> tensor<129xf32>
    return %13 : tensor<129xf32>
  }
  func.func private @searchsorted(%arg0: tensor<129xf32>, %arg1: tensor<128xf32>) -> tensor<128xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<129xf32>, tensor<128xf32>) -> tensor<128xi32>
    return %0 : tensor<128xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<129xf32>, %arg1: tensor<128xf32>) -> tensor<128xi32> {
    %0 = call @_searchsorted_scan_impl_7(%arg0, %arg1) : (tensor<129xf32>, tensor<128xf32>) -> tensor<128xi32>
    return %0 : tensor<128xi32>
  }
  func.func private @_searchsorted_scan_impl_7(%arg0: tensor<129xf32>, %arg1: tensor<128xf32>) -> tensor<128xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<129> : tensor<ui32>
    %c_5 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %1 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_6 = %arg1, %iterArg_7 = %c_3, %iterArg_8 = %0, %iterArg_9 = %1) : tensor<129xf32>, tensor<128xf32>, tensor<i32>, tensor<128xui32>, tensor<128xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_7, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = stablehlo.subtract %iterArg_9, %iterArg_8 : tensor<128xui32>
      %5 = func.call @floor_divide_8(%4, %c_1) : (tensor<128xui32>, tensor<i32>) -> tensor<128xui32>
      %6 = stablehlo.add %iterArg_8, %5 : tensor<128xui32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<128xui32>) -> tensor<128x1xui32>
      %8 = "stablehlo.gather"(%iterArg, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<129xf32>, tensor<128x1xui32>) -> tensor<128x1xf32>
      %9 = stablehlo.reshape %8 : (tensor<128x1xf32>) -> tensor<128xf32>
      %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %11 = stablehlo.compare EQ, %iterArg_6, %10, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
      %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %13 = stablehlo.select %11, %12, %iterArg_6 : tensor<128xi1>, tensor<128xf32>
      %14 = stablehlo.compare NE, %iterArg_6, %iterArg_6, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
      %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %16 = stablehlo.select %14, %15, %13 : tensor<128xi1>, tensor<128xf32>
      %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %18 = stablehlo.compare EQ, %9, %17, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
      %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %20 = stablehlo.select %18, %19, %9 : tensor<128xi1>, tensor<128xf32>
      %21 = stablehlo.compare NE, %9, %9, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
      %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %23 = stablehlo.select %21, %22, %20 : tensor<128xi1>, tensor<128xf32>
      %24 = stablehlo.compare LT, %16, %23, TOTALORDER : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
      %25 = stablehlo.select %24, %iterArg_8, %6 : tensor<128xi1>, tensor<128xui32>
      %26 = stablehlo.select %24, %6, %iterArg_9 : tensor<128xi1>, tensor<128xui32>
      %27 = stablehlo.add %iterArg_7, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %27, %25, %26 : tensor<129xf32>, tensor<128xf32>, tensor<i32>, tensor<128xui32>, tensor<128xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<128xui32>) -> tensor<128xi32>
    return %3 : tensor<128xi32>
  }
  func.func private @floor_divide_8(%arg0: tensor<128xui32>, %arg1: tensor<i32>) -> tensor<128xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<128xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<128xui32>
    return %2 : tensor<128xui32>
  }
  func.func private @_roll_dynamic(%arg0: tensor<255xi32>, %arg1: tensor<i32>) -> tensor<255xi32> {
    %c = stablehlo.constant dense<510> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<255> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.slice %0 [0:1] : (tensor<1xi32>) -> tensor<1xi32>
    %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
    %3 = stablehlo.maximum %c_2, %c_1 : tensor<i32>
    %4 = call @remainder_9(%2, %3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<255xi32>, tensor<255xi32>) -> tensor<510xi32>
    %6 = stablehlo.subtract %c_2, %4 : tensor<i32>
    %7 = stablehlo.compare LT, %6, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = stablehlo.add %6, %c : tensor<i32>
    %9 = stablehlo.select %7, %8, %6 : tensor<i1>, tensor<i32>
    %10 = stablehlo.dynamic_slice %5, %9, sizes = [255] : (tensor<510xi32>, tensor<i32>) -> tensor<255xi32>
    return %10 : tensor<255xi32>
  }
  func.func private @remainder_9(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = call @_where_5(%0, %c, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.compare LT, %1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where_10(%arg0: tensor<128xi1>, %arg1: tensor<128xi32>, %arg2: tensor<i32>) -> tensor<128xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<128xi1>, tensor<128xi32>
    return %2 : tensor<128xi32>
  }
}
